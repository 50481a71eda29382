import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
const mode = process.argv[2];
const t = performance.now();
let n = 0;
const parser = parse({ bom: true, columns: mode === 'obj' ? true : false, info: mode !== 'noinfo' && mode !== 'arr', skip_records_with_error: true });
createReadStream('/tmp/imp/r1m.csv').pipe(parser);
for await (const r of parser) n++;
console.log(mode, n, ((performance.now() - t) / 1000).toFixed(2), 's');
