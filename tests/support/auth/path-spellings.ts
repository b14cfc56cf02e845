import http from 'node:http';

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** The path with the character `at` of segment `segment` percent-encoded (lower or upper-case hex). */
function encodeOne(path: string, segment: number, at: number, upper = false): string {
  const parts = path.split('/');
  const index = segment < 0 ? parts.length + segment : segment;
  const text = parts[index]!;
  const i = at < 0 ? text.length + at : at;
  parts[index] = text.slice(0, i) + hex(text[i]!, upper) + text.slice(i + 1);
  return parts.join('/');
}

const encodeSegment = (path: string, segment: number, upper = false) => {
  const parts = path.split('/');
  parts[segment] = [...parts[segment]!].map((c) => hex(c, upper)).join('');
  return parts.join('/');
};

/**
 * Other spellings of one absolute path that the router reads as that same path: a letter of the first
 * segment encoded (lower and upper-case hex), the whole first segment encoded, a letter of the last segment
 * encoded. Guards must decide on what was routed, never on the text.
 */
export function spellings(path: string): string[] {
  const all = [
    encodeOne(path, 1, 0),
    encodeOne(path, 1, 1, true),
    encodeSegment(path, 1),
    encodeSegment(path, 1, true),
    encodeOne(path, -1, -1),
    encodeOne(encodeOne(path, 1, 0), -1, 0, true),
  ];
  return [...new Set(all)].filter((p) => p !== path);
}

/** Texts that do not spell the path for the router (and so must reach no handler of it). */
export function nearMisses(path: string): string[] {
  return [`/${path}`, `${path}/`, path.replace(/\/([^/]*)$/, '%2F$1'), path.replace(/\/([^/]*)$/, '%2f$1')];
}

/**
 * One request over a real socket with the path sent exactly as given (fetch and inject may normalise it).
 * Resolves with the status, the headers and the body text.
 */
export function rawRequest(
  base: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
