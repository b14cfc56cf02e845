/** First byte of a server's final text frame (RFC 6455): FIN and opcode 1. */
export const FIN_TEXT = 0x81;
/** The same with RSV1 set: a compressed message (RFC 7692). */
export const FIN_RSV1_TEXT = 0xc1;

/** The header of a server's (unmasked) final frame that starts with `first` and carries `length` bytes. */
export function frameHeader(first: number, length: number): Buffer {
  if (length < 126) return Buffer.from([first, length]);
  if (length < 0x10000) return Buffer.from([first, 126, length >> 8, length & 0xff]);
  const header = Buffer.alloc(10);
  header[0] = first;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}
