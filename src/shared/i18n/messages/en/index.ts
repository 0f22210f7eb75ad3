// One file per feature, so that features add their messages without touching each other.
import auth from './auth.json';
import errors from './errors.json';
import settings from './settings.json';
import signin from './signin.json';
import validation from './validation.json';

export const en = { auth, errors, settings, signin, validation };
