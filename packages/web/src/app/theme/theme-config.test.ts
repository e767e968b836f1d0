import { describe, expect, it } from 'vitest';
import { themeChoiceFor, themeConfig } from './theme-config.ts';

describe('themeConfig', () => {
  const choice = themeChoiceFor(null);

  it('keeps antd motion unless the user asked for less', () => {
    expect(themeConfig(choice).token?.motion).toBeUndefined();
    expect(themeConfig(choice, { reducedMotion: false }).token?.motion).toBeUndefined();
  });

  it('turns motion off for a user who prefers reduced motion, keeping the colours', () => {
    const reduced = themeConfig(choice, { reducedMotion: true });
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(themeConfig(choice).token?.colorPrimary);
  });
});
