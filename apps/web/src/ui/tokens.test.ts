/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const colour = (name: string) => tokens.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('design tokens', () => {
  it('the focus ring is not the error colour: a focused field never looks invalid', () => {
    expect(colour('color-focus')).toBeDefined();
    expect(colour('color-focus')?.toLowerCase()).not.toBe(colour('color-error')?.toLowerCase());
  });

  it('the focus ring keeps 3:1 against the page backgrounds', () => {
    const focus = colour('color-focus') as string;
    expect(contrast(focus, colour('color-surface') as string)).toBeGreaterThanOrEqual(3);
    expect(contrast(focus, colour('color-surface-alt') as string)).toBeGreaterThanOrEqual(3);
  });
});
