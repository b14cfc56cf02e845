/** The server's clock; tests pass their own to move time. */
export type Clock = () => Date;
