import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOM_PICTURES_PATH, roomPictureFile, roomPictureSvg, roomPictureUrl } from './demo-rooms-texts.ts';
import { roomPictureOf } from './hotels/hotel-seed.ts';
import { DEMO_ROOMS_BY_HOTEL } from './hotels/load-hotels.ts';

// The seeded room types point at drawn pictures served from the demo site's folder. The files are
// committed; `WRITE_ROOM_PICTURES=1 npx vitest run apps/server/src/seed/room-pictures.test.ts` redraws them.
const DIR = path.join(import.meta.dirname, '..', '..', '..', 'demo-site', 'images', 'rooms');
const pictures = DEMO_ROOMS_BY_HOTEL.flatMap((hotel) => hotel.roomTypes.map(roomPictureOf));

describe('demo room pictures', () => {
  if (process.env.WRITE_ROOM_PICTURES) {
    mkdirSync(DIR, { recursive: true });
    for (const picture of pictures)
      writeFileSync(path.join(DIR, roomPictureFile(picture)), roomPictureSvg(picture));
  }

  it('has a committed file, drawn as the seed says, for every seeded room type', () => {
    for (const picture of pictures) {
      const file = path.join(DIR, roomPictureFile(picture));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(roomPictureSvg(picture));
    }
  });

  it('keeps no picture nothing points at', () => {
    const used = new Set(pictures.map(roomPictureFile));
    expect(readdirSync(DIR).filter((file) => !used.has(file))).toEqual([]);
  });

  it('serves them from the demo site, small enough to keep out of search answers', () => {
    const url = roomPictureUrl(pictures[0]!);
    expect(url.startsWith(`${ROOM_PICTURES_PATH}/`)).toBe(true);
    expect(url.length).toBeLessThan(120);
  });

  it('draws a 16:9 scene with no lettering: the view only through a window with one, futons on tatami', () => {
    const scene = { label: 'Twin', wall: '#f4ede4', beds: 2, view: false, japanese: false, bath: false };
    const plain = roomPictureSvg(scene);
    expect(plain).toMatch(/^<svg [^>]*width="800" height="450" viewBox="0 0 800 450"/);
    expect(plain).not.toContain('<text');
    expect(plain).not.toContain('url(#sky)');
    expect(roomPictureSvg({ ...scene, view: true })).toContain('url(#sky)');
    const futons = roomPictureSvg({ ...scene, beds: 5, japanese: true });
    expect(futons).toContain('url(#paper)');
    expect(futons.match(/fill="#fbfaf6"/g)).toHaveLength(5);
    expect(roomPictureSvg({ ...scene, japanese: true, view: true, bath: true })).toContain('#9cc7c9');
  });

  it('escapes the label as XML text', () => {
    expect(
      roomPictureSvg({
        label: 'A & <B>',
        wall: '#ffffff',
        beds: 1,
        view: false,
        japanese: false,
        bath: false,
      }),
    ).toContain('A &amp; &lt;B>');
  });
});
