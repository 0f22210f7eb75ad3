// The back office's messages: loaded by the browser only when a back-office screen opens.
import table from './table.json';

export const backOffice = {
  table,
};
