import { readFileSync } from 'node:fs';
import Papa from '/tmp/csvtry/node_modules/papaparse/papaparse.js';
const text = readFileSync('/tmp/imp/r1m.csv', 'utf8');
const rows = Papa.parse(text).data as string[][];
const names = rows.slice(1).map((r) => r[3] ?? '');
function time(label: string, f: (s: string) => unknown) { const t = performance.now(); let x = 0; for (const n of names) { const r = f(n); x += typeof r === 'string' ? r.length : 1; } console.log(label, ((performance.now() - t)).toFixed(0), 'ms'); }
time('normalize', (s) => s.normalize('NFC'));
time('lower', (s) => s.toLowerCase());
time('fastcheck', (s) => /^[\u0000-\u02ff\u0400-\u04ff]*$/.test(s));
time('lower+yo', (s) => s.toLowerCase().replace(/ё/g, 'е'));
const PQ = /[«»"„“”‟″〝〞＂]/g; const JQ = /['‘’‚‛`´]/g; const SEP = /[\s.,;:!?()[\]{}<>|/]+/;
time('quotes', (s) => ` ${s.toLowerCase()} `.replace(PQ, ' ').replace(JQ, ''));
time('split-sep', (s) => s.split(SEP).join(' '));
