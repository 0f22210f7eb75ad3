// The guest deal room's messages (term sheet, upload, full application): loaded by the browser
// only on those pages and on the lead screen, never by the apply forms.
import dealRoom from './deal-room.json';
import dealRoomValidation from './deal-room-validation.json';
import documents from './documents.json';
import documentsValidation from './documents-validation.json';
import fullApplication from './full-application.json';
import fullApplicationValidation from './full-application-validation.json';
import uploadLimits from './upload-limits.json';

export const dealRoomMessages = {
  'deal-room': dealRoom,
  'deal-room-validation': dealRoomValidation,
  documents,
  'documents-validation': documentsValidation,
  'full-application': fullApplication,
  'full-application-validation': fullApplicationValidation,
  'upload-limits': uploadLimits,
};
