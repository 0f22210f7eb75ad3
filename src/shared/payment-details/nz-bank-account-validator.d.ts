// The package's `main` names a file it does not ship (NzBankAccountValidator.min.js); its built
// file is imported by path, typed here with the one function used.
declare module 'nz-bank-account-validator/lib/NZ-Bank-Account-Validator.js' {
  interface NzBankAccountParts {
    id: string;
    branch: string;
    base: string;
    suffix: string;
  }
  const validator: { validate(input: string | NzBankAccountParts): boolean };
  export default validator;
}
