// The messages of the shell and the guest pages: what the browser loads first.
import applyRepeat from './apply-repeat.json';
import auth from './auth.json';
import errors from './errors.json';
import settings from './settings.json';
import signin from './signin.json';
import validation from './validation.json';
import apply from './apply.json';
import join from './join.json';
import leadValidation from './lead-validation.json';
import account from './account.json';
import alerts from './alerts.json';
import dialog from './dialog.json';
import form from './form.json';
import nav from './nav.json';
import pages from './pages.json';
import applyForm from './apply-form.json';
import joinForm from './join-form.json';
import thankYou from './thank-you.json';
import partnerStanding from './partner-standing.json';
import legal from './legal.json';
import markets from './markets.json';
import passwordReset from './password-reset.json';
import invite from './invite.json';
import emailVerification from './email-verification.json';
import oauth from './oauth.json';
import security from './security.json';
import guestNotices from './guest-notices.json';
import marketValidation from './market-validation.json';
import twoFactor from './two-factor.json';

export const guest = {
  'apply-repeat': applyRepeat,
  'two-factor': twoFactor,
  'password-reset': passwordReset,
  invite,
  'email-verification': emailVerification,
  oauth,
  security,
  'guest-notices': guestNotices,
  'market-validation': marketValidation,
  'partner-standing': partnerStanding,
  legal,
  markets,
  account,
  alerts,
  dialog,
  form,
  nav,
  pages,
  auth,
  errors,
  settings,
  signin,
  validation,
  apply,
  join,
  'lead-validation': leadValidation,
  'apply-form': applyForm,
  'join-form': joinForm,
  'thank-you': thankYou,
};
