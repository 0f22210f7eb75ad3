import { expect, it } from 'vitest';
import { startQueuePoller } from './queue-poller';

/** A promise and the function that settles it, for a batch the test lets finish. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

it('polls again at once after a full batch, and after a failed one waits for the interval', async () => {
  const events: string[] = [];
  const batches: (() => Promise<boolean>)[] = [
    async () => true,
    async () => {
      throw new Error('database away');
    },
    async () => false,
  ];
  const poller = startQueuePoller({
    // Far longer than the test: only a full batch can have the next one run within it.
    intervalMs: 60_000,
    async runBatch() {
      events.push('batch');
      return batches.shift()!();
    },
    onError: (error) => events.push(`error: ${(error as Error).message}`),
    onStopped: () => events.push('stopped'),
  });
  await expect.poll(() => events).toEqual(['batch', 'batch', 'error: database away']);
  // The third batch waits for the interval: nothing more runs meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(events).toHaveLength(3);
  await poller.stop();
  expect(events).toEqual(['batch', 'batch', 'error: database away', 'stopped']);
});

it('waits for the batch in flight when stopped, and runs no other after it', async () => {
  const events: string[] = [];
  const inFlight = gate();
  const started = gate();
  const poller = startQueuePoller({
    intervalMs: 0,
    async runBatch() {
      events.push('batch');
      started.open();
      await inFlight.opened;
      events.push('batch done');
      return true;
    },
    onError: () => events.push('error'),
    onStopped: () => events.push('stopped'),
  });
  await started.opened;
  const stopping = poller.stop();
  inFlight.open();
  await stopping;
  expect(events).toEqual(['batch', 'batch done', 'stopped']);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(events).toEqual(['batch', 'batch done', 'stopped']);
});
