import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";

// Which process answers a connection, seen from outside as an operator would
// (Linux /proc): the app reveals nothing about its processes to clients. A TCP
// connection is one line in /proc/net/tcp per end; the server's end names the
// socket inode, and the process holding that inode among its open files is the
// one serving it.

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return children;
}

export function isAlive(pid: number): boolean {
  try {
    readFileSync(`/proc/${pid}/stat`);
    return true;
  } catch {
    return false;
  }
}

/** The inode of the server's end of the connection from clientPort to serverPort. */
function serverInode(serverPort: number, clientPort: number): string | null {
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10) continue;
      const local = Number.parseInt(f[1]!.split(":")[1]!, 16);
      const remote = Number.parseInt(f[2]!.split(":")[1]!, 16);
      if (local === serverPort && remote === clientPort && f[9] !== "0") return f[9]!;
    }
  }
  return null;
}

/** Which of `pids` holds the server's end of the connection from clientPort; null if none. */
export function ownerOf(pids: number[], serverPort: number, clientPort: number): number | null {
  const inode = serverInode(serverPort, clientPort);
  if (!inode) return null;
  const link = `socket:[${inode}]`;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === link) return pid;
      } catch {}
    }
  }
  return null;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The process that answered, among those given. */
  pid: number | null;
}

/**
 * GET over a new connection, kept open until we have seen which process holds
 * it. Fresh connections are what let the cluster's round-robin reach every worker.
 */
export function getOverFreshConnection(
  port: number,
  path: string,
  pids: number[],
  headers: Record<string, string> = {},
): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Answer>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
      const clientPort = res.socket.localPort ?? 0;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const pid = ownerOf(pids, port, clientPort);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          pid,
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  }).finally(() => agent.destroy());
}
