import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { FIN_RSV1_TEXT, FIN_TEXT, frameHeader } from './frame-header';

// The headers this server writes itself must be the ones ws's own sender writes for the same frame.
const wsHeader = (length: number, rsv1: boolean) => {
  const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
  const [header] = Sender.frame(Buffer.alloc(length), {
    fin: true,
    opcode: 1,
    mask: false,
    readOnly: true,
    rsv1,
  });
  return header!.subarray(0, header!.length);
};

describe('frameHeader', () => {
  it.each([0, 125, 126, 1_200, 65_535, 65_536, 200_000])('matches ws for %i bytes', (length) => {
    expect(frameHeader(FIN_TEXT, length)).toEqual(wsHeader(length, false));
    expect(frameHeader(FIN_RSV1_TEXT, length)).toEqual(wsHeader(length, true));
  });
});
