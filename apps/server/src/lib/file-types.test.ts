import { describe, expect, it } from 'vitest';
import { IMAGES } from '../../test/factories';
import { recogniseAttachment } from './file-types';

const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]);

describe('recogniseAttachment', () => {
  it.each([
    ['photo.JPG', IMAGES.jpeg, 'image/jpeg', 'jpg'],
    ['photo.jpeg', IMAGES.jpeg, 'image/jpeg', 'jpg'],
    ['really-a-png.jpg', IMAGES.png, 'image/png', 'png'],
    ['log.pdf', Buffer.from('%PDF-1.4 ...'), 'application/pdf', 'pdf'],
    ['walk.mp4', mp4, 'video/mp4', 'mp4'],
    ['walk.m4v', mp4, 'video/x-m4v', 'm4v'],
    ['plan.doc', ole, 'application/msword', 'doc'],
    ['levels.xlsx', zip, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['notes.txt', Buffer.from('Sheen seen at Outfall 1 — reported.'), 'text/plain', 'txt'],
  ])('accepts %s by its content', (name, bytes, contentType, extension) => {
    expect(recogniseAttachment(name, bytes)).toEqual({ contentType, extension });
  });

  it.each([
    ['a gif, not on the list', 'anim.gif', IMAGES.gif],
    ['a gif named png', 'anim.png', IMAGES.gif],
    ['text named pdf', 'fake.pdf', Buffer.from('hello')],
    ['a zip named doc', 'fake.doc', zip],
    ['binary named txt', 'fake.txt', Buffer.from([0x41, 0x00, 0x42])],
    ['invalid UTF-8 named csv', 'fake.csv', Buffer.from([0xff, 0xfe, 0x41])],
    ['an empty txt', 'empty.txt', Buffer.alloc(0)],
    ['an executable', 'tool.exe', Buffer.from('MZ')],
    ['no extension', 'README', Buffer.from('text')],
  ])('refuses %s', (_, name, bytes) => {
    expect(recogniseAttachment(name, bytes)).toBeUndefined();
  });
});
