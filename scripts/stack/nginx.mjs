// nginx for the stack test: deploy/nginx's site, rendered with envsubst as docs/operations.md
// says, inside a main configuration of the test's own (its own prefix, pid, logs and temp
// folders), so it runs beside any other nginx on the machine and touches nothing of it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE_VARIABLES = [
  'TLP_SERVER_NAME',
  'TLP_LISTEN',
  'TLP_HTTP_LISTEN',
  'TLP_CERT',
  'TLP_CERT_KEY',
  'TLP_DIST',
  'TLP_UPSTREAMS_FILE',
  'TLP_PROXY_PARAMS',
];

/** A self-signed certificate for localhost and 127.0.0.1, valid two days; also its own CA. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export class Nginx {
  /**
   * @param {object} o
   * @param {string} o.root the checkout (deploy/nginx, apps/web/dist)
   * @param {string} o.dir the test's folder for nginx
   * @param {number} o.httpsPort
   * @param {number} o.httpPort
   * @param {{cert: string, key: string}} o.tls
   * @param {string} o.upstreamsFile written by deploy/rolling-restart.sh
   */
  constructor({ root, dir, httpsPort, httpPort, tls, upstreamsFile }) {
    this.dir = dir;
    fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
    const values = {
      TLP_SERVER_NAME: 'localhost',
      TLP_LISTEN: `127.0.0.1:${httpsPort}`,
      TLP_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      TLP_CERT: tls.cert,
      TLP_CERT_KEY: tls.key,
      TLP_DIST: path.join(root, 'apps/web/dist'),
      TLP_UPSTREAMS_FILE: upstreamsFile,
      TLP_PROXY_PARAMS: path.join(root, 'deploy/nginx/proxy-params.conf'),
    };
    const site = execFileSync('envsubst', [SITE_VARIABLES.map((v) => `\${${v}}`).join(' ')], {
      input: fs.readFileSync(path.join(root, 'deploy/nginx/toca-la-puerta.conf.template'), 'utf8'),
      env: { ...process.env, ...values },
      encoding: 'utf8',
    });
    fs.writeFileSync(path.join(dir, 'site.conf'), site);
    // As root, the workers run as this same user: the test's files are not world-readable.
    const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${user}worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
    );
  }

  args(...more) {
    return ['-p', this.dir, '-c', path.join(this.dir, 'nginx.conf'), ...more];
  }

  /** The command that reloads it, for deploy/rolling-restart.sh. */
  reloadCommand() {
    return `nginx ${this.args('-s', 'reload').join(' ')}`;
  }

  start() {
    const test = spawnSync('nginx', this.args('-t'), { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t:\n${test.stderr}`);
    execFileSync('nginx', this.args(), { stdio: 'inherit' });
  }

  stop() {
    if (fs.existsSync(path.join(this.dir, 'nginx.pid'))) spawnSync('nginx', this.args('-s', 'quit'));
  }

  errors() {
    const file = path.join(this.dir, 'logs/error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  }
}
