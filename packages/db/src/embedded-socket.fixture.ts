/**
 * Test fixture, run as its own process (`node --import tsx`): an in-memory PGlite served on
 * `<dir>/.s.PGSQL.5432` with the limits given as JSON. Prints `ready` once listening. Its own
 * process, so that a client which wedges PGlite fails the test instead of hanging it.
 */
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { serveEmbeddedSocket } from './embedded-socket';

const [dir, limits] = process.argv.slice(2);
if (!dir || !limits) throw new Error('usage: embedded-socket.fixture.ts <dir> <limits json>');
const db = await PGlite.create({ extensions: { auto_explain } });
await db.exec('create table probe (id serial primary key, note text)');
await serveEmbeddedSocket(db, dir, JSON.parse(limits));
process.stdout.write('ready\n');
