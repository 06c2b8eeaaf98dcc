// A TCP proxy in front of PostgreSQL that counts the statements its clients
// run (the wire protocol's Execute and simple Query messages), so the
// statements one page request costs can be read without touching the
// server's settings or seeing other clients of the same database.
//
//   node bench/pg-count-proxy.ts --listen=3850 --target=127.0.0.1:5432
//   curl http://127.0.0.1:3851/      -> {"statements":N}   (GET /reset zeroes it)
//
// Point the app's DATABASE_URL at the listen port. Assumes no TLS to the
// database (the proxy answers TLS requests with "N", as a plain server does).
import http from "node:http";
import net from "node:net";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    listen: { type: "string", default: "3850" },
    target: { type: "string", default: "127.0.0.1:5432" },
    // Prints each statement's text (the Parse or Query message) as it passes.
    log: { type: "boolean", default: false },
  },
});
const port = Number(values.listen);
const [host, targetPort] = values.target!.split(":");
let statements = 0;

net
  .createServer((client) => {
    const server = net.connect(Number(targetPort), host);
    let buf = Buffer.alloc(0);
    let started = false;
    client.on("data", (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!started) {
          // Startup (or SSLRequest): length, then a protocol code, no type byte.
          if (buf.length < 8) return;
          const len = buf.readInt32BE(0);
          if (buf.length < len) return;
          const code = buf.readInt32BE(4);
          if (code === 80877103) {
            client.write("N");
            buf = buf.subarray(len);
            continue;
          }
          server.write(buf.subarray(0, len));
          buf = buf.subarray(len);
          started = true;
          continue;
        }
        if (buf.length < 5) return;
        const len = buf.readInt32BE(1);
        if (buf.length < len + 1) return;
        const type = String.fromCharCode(buf[0]!);
        if (type === "E" || type === "Q") statements++;
        if (values.log && (type === "P" || type === "Q")) {
          const body = buf.subarray(5, len + 1);
          // Parse: statement name, NUL, text; Query: text.
          const from = type === "P" ? body.indexOf(0) + 1 : 0;
          console.log(body.subarray(from, body.indexOf(0, from)).toString().slice(0, 300));
        }
        server.write(buf.subarray(0, len + 1));
        buf = buf.subarray(len + 1);
      }
    });
    server.on("data", (d) => client.write(d));
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on("close", end);
    server.on("close", end);
    client.on("error", end);
    server.on("error", end);
  })
  .listen(port, "127.0.0.1");

http
  .createServer((req, res) => {
    if (req.url === "/reset") statements = 0;
    res.end(JSON.stringify({ statements }));
  })
  .listen(port + 1, "127.0.0.1");
console.log(`counting statements on ${port} -> ${values.target}; GET :${port + 1}/ or /reset`);
