import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import { photoIsWhole } from '../../core/photo/photo-container';
import {
  PHOTO_DAMAGED,
  PHOTO_FIELD,
  PHOTO_HEIC_UNREADABLE,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_NOT_AN_IMAGE,
  photoCeilingProblem,
  sniffPhotoFormat,
  type PhotoFormat,
  type PhotoHeader,
} from '../../core/photo/photo-rules';
import { invalidInput } from '../http/validation';
import type { PhotoTicket } from './photo-turns';

/** A photo as it is stored: a WebP, metadata stripped, at most PHOTO_MAX_SIDE on its longer side. */
export interface ProcessedPhoto {
  data: Buffer;
  hash: string;
  width: number;
  height: number;
}

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | null = null;

/**
 * sharp (libvips) is loaded on the first upload only, so that starting the server and a process
 * that never receives a photo pay nothing for it. One libvips thread per photo, no operation
 * cache (it would keep decoded images after the answer).
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

const refuse = (message: string) => invalidInput({ [PHOTO_FIELD]: message });
const unreadable = (format: PhotoFormat) =>
  refuse(format === 'heic' ? PHOTO_HEIC_UNREADABLE : PHOTO_DAMAGED);

/** The image's header as sharp reads it (no pixel is decoded), or null when it cannot be read. */
async function readHeader(
  sharp: Sharp,
  file: Uint8Array,
  format: PhotoFormat,
): Promise<PhotoHeader | null> {
  try {
    const m = await sharp(file, { limitInputPixels: false }).metadata();
    if (!m.width || !m.height) return null;
    return {
      format,
      width: m.width,
      height: m.height,
      channels: m.channels ?? 4,
      bitsPerSample: m.bitsPerSample ?? (m.depth === 'uchar' || m.depth === undefined ? 8 : 16),
      progressive: m.isProgressive === true,
      chromaSubsampling: m.chromaSubsampling,
    };
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded file by its content and makes the stored photo: turned upright by its EXIF
 * orientation, shrunk to at most PHOTO_MAX_SIDE px on its longer side (never enlarged), and
 * written as WebP without any metadata (no EXIF, GPS, XMP or ICC profile: sharp keeps none unless
 * asked). Before any pixel is decoded, the file must be whole (photoIsWhole) and its header within
 * the pixel ceilings (photoCeilingProblem); then it is decoded in its turn (one at a time per
 * process). A file that is not a JPEG, PNG, WebP or HEIF image, is cut off, too large in pixels,
 * or that the decoder cannot read (damaged, HEIC without a decoder) answers 400 with a message for
 * the player.
 */
export async function processPhoto(file: Uint8Array, ticket: PhotoTicket): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(file);
  if (!format) throw refuse(PHOTO_NOT_AN_IMAGE);
  if (!photoIsWhole(file, format)) throw unreadable(format);
  const sharp = await loadSharp();
  const header = await readHeader(sharp, file, format);
  if (!header) throw unreadable(format);
  const tooLarge = photoCeilingProblem(header);
  if (tooLarge) throw refuse(tooLarge);
  return ticket.turn(header.width * header.height, async () => {
    try {
      const { data, info } = await sharp(file, {
        failOn: 'truncated',
        // The header was checked; this holds the decoder to it should the data say otherwise.
        limitInputPixels: PHOTO_MAX_PIXELS,
        sequentialRead: true,
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
      throw unreadable(format);
    }
  });
}
