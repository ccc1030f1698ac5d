import { describe, expect, it } from 'vitest';
import type { DiscType } from './types';
import { DISC_TYPES } from './types';
import { CATEGORY_LABELS, discType } from './category';

describe('discType', () => {
  it.each<[string, DiscType]>([
    // DiscIt's categories
    ['Distance Driver', 'distance'],
    ['Hybrid Driver', 'hybrid'],
    ['Control Driver', 'control'],
    ['Midrange', 'midrange'],
    ['Putter', 'putter'],
    ['Approach', 'approach'],
    ['Disc Golf Sets', 'other'],
    // other spellings
    ['Fairway Driver', 'control'],
    ['MID-RANGE', 'midrange'],
    ['mid', 'midrange'],
    ['putter', 'putter'],
    ['Unknown', 'other'],
    ['', 'other'],
    ['Driver', 'other'],
    // order matters: first rule wins
    ['Hybrid Distance', 'distance'],
    ['Hybrid Control', 'hybrid'],
    ['Putt & Approach Putter', 'approach'],
    ['Approach Midrange', 'approach'],
    ['Mid Putter', 'midrange'],
  ])('%j → %s', (category, expected) => {
    expect(discType(category)).toBe(expected);
  });
});

describe('CATEGORY_LABELS', () => {
  it.each<[DiscType, string]>([
    ['distance', 'Distance Drivers'],
    ['control', 'Control Drivers'],
    ['approach', 'Approach Discs'],
    ['midrange', 'Midrange Discs'],
    ['hybrid', 'Hybrid Drivers'],
    ['putter', 'Putters'],
    ['other', 'Other'],
  ])('%s → %s', (type, label) => {
    expect(CATEGORY_LABELS[type]).toBe(label);
  });

  it('has a label for every disc type', () => {
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...DISC_TYPES].sort());
  });
});
