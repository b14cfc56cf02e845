import { describe, expect, it } from 'vitest';
import { chatPieces } from './chat-text';

const ORIGIN = 'https://picks.example';

describe('chat text', () => {
  it('links addresses on this site only; anything else stays text, HTML included', () => {
    expect(
      chatPieces('see https://picks.example/leagues/4?tab=chat, then https://evil.example/x', ORIGIN),
    ).toEqual([
      { text: 'see ' },
      { text: 'https://picks.example/leagues/4?tab=chat', href: '/leagues/4?tab=chat' },
      { text: ', then https://evil.example/x' },
    ]);
    expect(chatPieces('<a href="https://evil.example">hi</a>', ORIGIN)).toEqual([
      { text: '<a href="https://evil.example">hi</a>' },
    ]);
    expect(chatPieces('javascript:alert(1) https://picks.example.evil.example/', ORIGIN)).toEqual([
      { text: 'javascript:alert(1) https://picks.example.evil.example/' },
    ]);
    expect(chatPieces('', ORIGIN)).toEqual([]);
  });
});
