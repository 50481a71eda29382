// deploy/nginx/storefront.conf run as the current user: the site file as shipped, with only its
// ports, certificate and log paths made the test's, inside a minimal nginx.conf whose pid, logs and
// temporary files stay in one directory.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The nginx binary: on PATH, or Debian's, which a non-root PATH may lack; undefined when absent. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx'])
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  return undefined;
}

/** Replaces `pattern` exactly `count` times, so that a site file of another shape fails loudly. */
function replaceExactly(text, pattern, replacement, count, what) {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== count)
    throw new Error(`deploy/nginx/storefront.conf: expected ${count} ${what}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement);
}

/**
 * The site with the test's instances, ports and log path. With `tls`, the HTTPS server keeps its
 * TLS lines with the given certificate (for `nginx -t` of the site as shipped); without, it serves
 * plain HTTP on `httpsPort` (fetch need not trust a test certificate) and its ssl_ lines go.
 */
export function siteForTest(site, { instancePorts, httpPort, httpsPort, dir, tls }) {
  let next = 0;
  let text = replaceExactly(
    site,
    /^(\s*server\s+)127\.0\.0\.1:\d+/m,
    (_match, prefix) => `${prefix}127.0.0.1:${instancePorts[next++]}`,
    instancePorts.length,
    'upstream servers',
  );
  text = replaceExactly(text, /^\s*listen\s+\[::\]:\d+.*\n/m, '', 2, 'IPv6 listen lines');
  text = replaceExactly(text, /^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${httpPort};`, 1, 'listen 80');
  text = replaceExactly(
    text,
    /^(\s*)listen\s+443\s+ssl\s+http2;/m,
    tls ? `$1listen 127.0.0.1:${httpsPort} ssl http2;` : `$1listen 127.0.0.1:${httpsPort};`,
    1,
    'listen 443',
  );
  if (tls) {
    text = replaceExactly(text, /ssl_certificate\s+\S+;/m, `ssl_certificate ${tls.cert};`, 1, 'certificate');
    text = replaceExactly(text, /ssl_certificate_key\s+\S+;/m, `ssl_certificate_key ${tls.key};`, 1, 'key');
  } else {
    text = text.replace(/^\s*ssl_\w+\s.*\n/gm, '');
  }
  return replaceExactly(text, /\/var\/log\/nginx\//m, `${dir}/`, 1, 'log paths');
}

/** A minimal nginx.conf around the site: everything nginx writes stays in `dir`. */
export function nginxConf(dir, site) {
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log ${dir}/access-other.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** `nginx -t` of a configuration; its output when it fails. */
export function testConfig(nginx, dir, file) {
  const result = spawnSync(nginx, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', file], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Starts nginx in the foreground and waits until `readyUrl` answers. */
export async function startNginx(nginx, dir, file, readyUrl) {
  // nginx started as root runs its workers as nobody, who must reach the temporary directories.
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const log = openSync(join(dir, 'nginx.out'), 'a');
  const child = spawn(nginx, ['-p', dir, '-e', join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode} (see ${dir}/error.log)`);
    try {
      await fetch(readyUrl);
      return child;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start listening within 15 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Writes the configuration file and returns its path. */
export function writeConf(dir, name, text) {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}
