// A real S3-compatible server for the tests (s3rver, HTTP on 127.0.0.1, files in a folder, SigV4 checked),
// started as its own process by s3-server.ts: node s3-server-process.mjs <folder> <bucket>.
// Prints "listening <port>" once it accepts requests.
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3_PORT ?? 0),
  directory,
  silent: true,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
