import { issueFormToken } from './form-token';

/** A fixed app key for tests, so they can sign form tokens as the GET would. */
export const TEST_APP_KEY = 'test-app-key-test-app-key-test-app-key';

/** A form token issued a minute ago: past the minimum fill time, well within the maximum age. */
export function filledFormToken(secondsAgo = 60): string {
  return issueFormToken(TEST_APP_KEY, new Date(Date.now() - secondsAgo * 1000));
}
