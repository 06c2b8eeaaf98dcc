import { type Config, ConfigError, loadConfig } from "../config.ts";

/** The configuration, or a plain message and exit 1: a bad variable is the operator's to fix. */
export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`artcal cannot start. ${err.message}\nSee README.md, "Configuration".`);
      process.exit(1);
    }
    throw err;
  }
}
