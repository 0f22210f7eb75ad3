// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { landingContext } from './landing-context';

beforeEach(() => sessionStorage.clear());

describe('landingContext', () => {
  it('keeps the campaign of the page the guest landed on for the apply screen reached later', () => {
    window.history.pushState({}, '', '/?utm_source=newsletter&utm_campaign=spring');
    expect(landingContext()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    window.history.pushState({}, '', '/apply');
    expect(landingContext()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
  });

  it('lets a new landing with its own campaign replace the old one, cut to the API’s lengths', () => {
    window.history.pushState({}, '', '/?utm_source=old');
    landingContext();
    window.history.pushState({}, '', `/apply?utm_medium=${'m'.repeat(300)}`);
    expect(landingContext()).toEqual({ utm_medium: 'm'.repeat(255) });
  });
});
