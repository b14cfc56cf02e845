import { List } from '@mantine/core';

/** The bulleted points of a page of text (about, terms, privacy), each one sentence of the catalogue. */
export function PointList({ points }: { points: string[] }) {
  return (
    <List spacing={4}>
      {points.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}
