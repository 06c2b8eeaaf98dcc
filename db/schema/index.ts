// One file per aggregate; each is re-exported here so that Drizzle and
// drizzle-kit see the whole schema. The identity and calendar issues add the
// first tables; until then the database holds only extensions.
export {};
