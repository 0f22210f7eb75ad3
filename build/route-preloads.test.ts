// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { SCREENS, SETTINGS_SCREENS } from '../src/web/router/screens';
import { screenImports } from './route-preloads';

it('finds every screen of the route table, with its script, and the deal room’s messages', () => {
  const found = screenImports(readFileSync(resolve('src/web/router/screens.ts'), 'utf8'));
  const names = [...SCREENS, ...SETTINGS_SCREENS].map((screen) => screen.handle.name);
  expect(found.map((screen) => screen.name).sort()).toEqual([...names].sort());
  for (const screen of found) expect(screen.specifiers, screen.name).not.toEqual([]);
  const login = found.find((screen) => screen.name === 'login');
  expect(login).toEqual({
    name: 'login',
    specifiers: ['../features/auth/sign-in-screen'],
    dealRoomMessages: false,
  });
  expect(found.find((screen) => screen.name === 'term-sheet')?.dealRoomMessages).toBe(true);
});
