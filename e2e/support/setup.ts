import { afterEach } from 'vitest';
import { closeOpenContexts } from './browser';

// A test that fails before its own `context.close()` would otherwise leave its pages running
// into the next test, with their timers and requests.
afterEach(closeOpenContexts);
