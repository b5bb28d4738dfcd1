import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { drawPng } from '@server/lib/png';

/**
 * `node --import tsx bench/lib/upload-clients.ts <url> <seconds> <cookie>...`: one client per
 * cookie uploads a 5 MB image back to back until the time is up, then prints
 * `{"uploaded":n,"failed":n,"bytes":n}`. Its own process, started with a lower priority by the
 * uploads suite, so that generating the load takes as little CPU from the server as it can on a
 * shared machine (real clients are on other machines).
 */
const [url, seconds, ...cookies] = process.argv.slice(2);
const end = Date.now() + Number(seconds) * 1000;

/** A photo-sized PNG of noise (noise does not compress): about 4.6 MB, under the 5 MB limit. */
function fiveMbImage(): Buffer {
  const noise = randomBytes(1400 * 1100 * 3);
  let at = 0;
  return drawPng(1400, 1100, () => [noise[at++]!, noise[at++]!, noise[at++]!]);
}

const boundary = `----bench${randomUUID()}`;
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  fiveMbImage(),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

function post(agent: Agent, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    };
    const req = request(`${url}/api/uploads`, { agent, method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

let uploaded = 0;
let failed = 0;
await Promise.all(
  cookies.map(async (cookie) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (Date.now() < end) {
      if ((await post(agent, cookie)) === 201) uploaded++;
      else failed++;
    }
    agent.destroy();
  }),
);
console.log(JSON.stringify({ uploaded, failed, bytes: body.length }));
