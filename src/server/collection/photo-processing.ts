import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import {
  PHOTO_DAMAGED,
  PHOTO_FIELD,
  PHOTO_HEIC_UNREADABLE,
  PHOTO_MAX_SIDE,
  PHOTO_NOT_AN_IMAGE,
  sniffPhotoFormat,
} from '../../core/photo/photo-rules';
import { invalidInput } from '../http/validation';

/** A photo as it is stored: a WebP, metadata stripped, at most PHOTO_MAX_SIDE on its longer side. */
export interface ProcessedPhoto {
  data: Buffer;
  hash: string;
  width: number;
  height: number;
}

/** Decoded images larger than this many pixels are refused (a 100-megapixel camera fits). */
const MAX_INPUT_PIXELS = 120_000_000;
/** Photos decoded at once by this process; more wait their turn (each may take ~100 MB). */
const MAX_AT_ONCE = 2;

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | null = null;

/**
 * sharp (libvips) is loaded on the first upload only, so that starting the server and a process
 * that never receives a photo pay nothing for it. One libvips thread per photo, no file cache.
 */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const refuse = (message: string) => invalidInput({ [PHOTO_FIELD]: message });

/**
 * Checks an uploaded file by its content and makes the stored photo: turned upright by its EXIF
 * orientation, shrunk to at most PHOTO_MAX_SIDE px on its longer side (never enlarged), and
 * written as WebP without any metadata (no EXIF, GPS, XMP or ICC profile: sharp keeps none unless
 * asked). A file that is not a JPEG, PNG, WebP or HEIF image, or that the decoder cannot read
 * whole (truncated, damaged, HEIC without a decoder), answers 400 with a message for the player.
 */
export async function processPhoto(file: Uint8Array): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(file);
  if (!format) throw refuse(PHOTO_NOT_AN_IMAGE);
  const sharp = await loadSharp();
  return inTurn(async () => {
    try {
      const { data, info } = await sharp(file, {
        failOn: 'truncated',
        limitInputPixels: MAX_INPUT_PIXELS,
        autoOrient: true,
      })
        .resize({
          width: PHOTO_MAX_SIDE,
          height: PHOTO_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return {
        data,
        hash: createHash('sha256').update(data).digest('hex').slice(0, 16),
        width: info.width,
        height: info.height,
      };
    } catch {
      // libvips' own words name files and codecs; the player gets one of ours.
      throw refuse(format === 'heic' ? PHOTO_HEIC_UNREADABLE : PHOTO_DAMAGED);
    }
  });
}
