import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { ConfigError, loadConfig } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { createPresenceStore } from "./presence.ts";
import { decode } from "./protocol.ts";
import { createRealtimePublisher } from "./publisher.ts";
import { classifyTopic } from "./topics.ts";

describe("the publisher", () => {
  it("never fails the write it announces: a database error is logged and swallowed", async () => {
    const db = {
      execute: vi.fn().mockRejectedValue(new Error("connection lost")),
    } as unknown as Db;
    const warn = vi.fn();
    const publisher = createRealtimePublisher(db, { warn } as unknown as Logger);
    await expect(
      publisher.publish("calendar", "change", { table: "events", id: "e1", action: "updated" }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("configuration", () => {
  it("closes silent sockets after 60 s and takes 20 per client address by default", () => {
    expect(loadConfig({}).realtime).toEqual({
      heartbeatTimeoutMs: 60_000,
      maxConnectionsPerClient: 20,
    });
    expect(
      loadConfig({ REALTIME_HEARTBEAT_TIMEOUT_MS: "400", REALTIME_MAX_CONNECTIONS_PER_CLIENT: "2" })
        .realtime,
    ).toEqual({ heartbeatTimeoutMs: 400, maxConnectionsPerClient: 2 });
  });

  it.each([
    ["REALTIME_HEARTBEAT_TIMEOUT_MS", "10"],
    ["REALTIME_HEARTBEAT_TIMEOUT_MS", "soon"],
    ["REALTIME_MAX_CONNECTIONS_PER_CLIENT", "0"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe("frames and topics", () => {
  it("tells Phoenix frames from garbage", () => {
    expect(decode('["1","1","calendar","phx_join",{}]')).toEqual({
      kind: "message",
      message: { joinRef: "1", ref: "1", topic: "calendar", event: "phx_join", payload: {} },
    });
    expect(decode("{}").kind).toBe("garbage");
    expect(decode('[1,"1","calendar","phx_join",{}]').kind).toBe("garbage");
    expect(decode('[null,null,"calendar","phx_join",[]]').kind).toBe("garbage");
    expect(decode('[null,"2","calendar","phx_join",[]]')).toMatchObject({
      kind: "invalid",
      ref: "2",
      reason: "invalid payload",
    });
  });

  it("knows the public topics and the admin edit topics, nothing else", () => {
    expect(classifyTopic("calendar")).toEqual({ kind: "public", topic: "calendar" });
    expect(classifyTopic("admin:edit:event:0b6f-42")).toEqual({
      kind: "admin-edit",
      type: "event",
      id: "0b6f-42",
    });
    for (const t of [
      "admin:edit:event:",
      "admin:edit:Event:1",
      "admin:edit:event:a:b",
      "calendar:x",
    ])
      expect(classifyTopic(t).kind).toBe("unknown");
  });
});

describe("presence across servers", () => {
  const entry = (ref: string, key: string) => ({
    ref,
    topic: "admin:edit:event:1",
    key,
    meta: { user_id: key, name: key.toUpperCase(), online_at: "2026-11-21T18:00:00.000Z" },
  });

  it("merges other servers' presences, ignores repeats and forgets a server that went quiet", () => {
    const changes: string[] = [];
    const store = createPresenceStore((joins, leaves) =>
      changes.push(`+${joins.map((j) => j.ref).join(",")} -${leaves.map((l) => l.ref).join(",")}`),
    );
    store.trackLocal(entry("me:1", "ann"));
    store.applyRemote("other", [entry("other:1", "bob")], [], 1000);
    store.applyRemote("other", [entry("other:1", "bob")], [], 1500);
    expect(Object.keys(store.state("admin:edit:event:1")).sort()).toEqual(["ann", "bob"]);
    expect(store.state("admin:edit:event:1").bob!.metas).toEqual([
      { ...entry("other:1", "bob").meta, phx_ref: "other:1" },
    ]);
    store.seen("other", 5000);
    store.expire(4000);
    expect(Object.keys(store.state("admin:edit:event:1"))).toHaveLength(2);
    store.expire(6000);
    expect(Object.keys(store.state("admin:edit:event:1"))).toEqual(["ann"]);
    expect(changes).toEqual(["+me:1 -", "+other:1 -", "+ -other:1"]);
  });
});
