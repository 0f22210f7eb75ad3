import { describe, expect, it } from 'vitest';
import { guestRoutes, warmGuestScreens } from './entry-server';
import { ScreenLoadFailed } from './router/screen-load-failed';

describe('the guest screens the server loads ahead of its first guest', () => {
  it('are the guest pages, the deal room’s included, and never a back-office screen', () => {
    const paths = guestRoutes().map((route) => route.path);
    for (const path of ['/', '/apply', '/join', '/login', '/term-sheet/:id', '/upload/:id']) {
      expect(paths, path).toContain(path);
    }
    expect(paths).toContain('/full-application/:id');
    for (const path of ['/leads', '/my-leads', '/settings', '/full-application-test']) {
      expect(paths, path).not.toContain(path);
    }
  });

  it('loads each of their modules on the server, without touching the route table', async () => {
    const before = guestRoutes().map((route) => route.lazy);
    await warmGuestScreens();
    expect(guestRoutes().map((route) => route.lazy)).toEqual(before);
    // Each screen is its own, not the stand-in of a screen whose module failed to load.
    for (const route of guestRoutes()) {
      const lazy = route.lazy as { Component: () => Promise<unknown> };
      expect(await lazy.Component(), route.path).not.toBe(ScreenLoadFailed);
    }
  });
});
