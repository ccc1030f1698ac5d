/**
 * The words of the rounds', courses' and throw log's lists (core/rules/round.ts, core/rules/throw.ts)
 * in the page's language: the core keeps them English for the API and the exports; these are
 * what a screen shows, `i18n._(THROW_TYPE_WORDS[type])`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HoleShape, ShotResult, Visibility } from '../../core/rules/round';
import type { Effort, Release, ThrowType } from '../../core/rules/throw';

export const THROW_TYPE_WORDS: Record<ThrowType, MessageDescriptor> = {
  backhand: msg({ message: 'Backhand', context: 'throw type' }),
  forehand: msg({ message: 'Forehand', context: 'throw type' }),
  roller: msg({ message: 'Roller', context: 'throw type' }),
  tomahawk: msg({ message: 'Tomahawk', context: 'throw type' }),
  thumber: msg({ message: 'Thumber', context: 'throw type' }),
};

export const EFFORT_WORDS: Record<Effort, MessageDescriptor> = {
  full: msg`Full power`,
  controlled: msg`Controlled`,
};

export const RELEASE_WORDS: Record<Release, MessageDescriptor> = {
  hyzer: msg({ message: 'Hyzer', context: 'release angle' }),
  flat: msg({ message: 'Flat', context: 'release angle' }),
  anhyzer: msg({ message: 'Anhyzer', context: 'release angle' }),
};

export const SHOT_RESULT_WORDS: Record<ShotResult, MessageDescriptor> = {
  fairway: msg({ message: 'Fairway', context: 'where a shot finished' }),
  rough: msg({ message: 'Rough', context: 'where a shot finished' }),
  ob: msg({ message: 'Out of bounds', context: 'where a shot finished' }),
  circle1: msg`Circle 1 (10 m)`,
  circle2: msg`Circle 2 (20 m)`,
  basket: msg`In the basket`,
};

export const HOLE_SHAPE_WORDS: Record<HoleShape, MessageDescriptor> = {
  straight: msg({ message: 'Straight', context: 'hole shape' }),
  left: msg({ message: 'Turns left', context: 'hole shape' }),
  right: msg({ message: 'Turns right', context: 'hole shape' }),
};

export const VISIBILITY_WORDS: Record<Visibility, MessageDescriptor> = {
  private: msg`Only me`,
  shared: msg`Shared on this server`,
};
