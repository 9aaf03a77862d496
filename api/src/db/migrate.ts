import { loadConfig } from '../config.js';
import { openConfiguredDatabaseOrExit } from './database.js';

// `npm run migrate`: opening the database applies every pending migration (and the seed).
const database = await openConfiguredDatabaseOrExit(loadConfig());
const applied = await database.dataSource.query(`SELECT name FROM migrations ORDER BY id`);
console.log(`Migrations applied: ${applied.map((row: { name: string }) => row.name).join(', ')}`);
await database.close();
