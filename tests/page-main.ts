/** A served page's <main>, without scripts, styles and React's text separators: what the tests read. */
export const mainOf = (page: string) =>
  page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/^[\s\S]*?<main/, "<main")
    .replace(/<\/main>[\s\S]*$/, "</main>");
