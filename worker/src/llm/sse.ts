/**
 * A server-sent events parser for a model's streamed answer (the `text/event-stream` body of an OpenAI-compatible
 * chat completion): text in, the data of each complete event out.
 *
 * Follows the format's rules that matter here: lines end with LF, CRLF or CR (also split across chunks); a blank
 * line ends an event; `data:` lines of one event are joined with LF; one space after the colon is dropped; comment
 * lines (starting with a colon) and other fields (`event:`, `id:`, `retry:`) are skipped, except that an `event:`
 * name is reported with the data. Text is fed as it arrives, in chunks cut anywhere; `end()` returns an event left
 * without its blank line when the body ended.
 */
export interface SseEvent {
  /** The event's name (`event:` field), or null for the default (message). */
  event: string | null;
  data: string;
}

export interface SseParser {
  /** The events the text completes, in order (the rest is kept for the next push). */
  push(text: string): SseEvent[];
  /** At the end of the body: the event still open, if it has data. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let rest = '';
  /** The previous chunk ended with CR: an LF starting this one belongs to that line end. */
  let afterCr = false;
  let data: string[] = [];
  let event: string | null = null;

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event, data: data.join('\n') });
      data = [];
      event = null;
      return;
    }
    if (text.charCodeAt(0) === 58 /* : */) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* space */) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  return {
    push(text) {
      const out: SseEvent[] = [];
      if (afterCr && text.charCodeAt(0) === 10) text = text.slice(1);
      afterCr = false;
      let buffer = rest + text;
      let start = 0;
      // Where the next CR is (-1: none left), looked up again only once passed: most streams use LF alone.
      let cr = buffer.indexOf('\r');
      for (;;) {
        const lf = buffer.indexOf('\n', start);
        if (cr >= 0 && cr < start) cr = buffer.indexOf('\r', start);
        if (lf < 0 && cr < 0) break;
        if (cr < 0 || (lf >= 0 && lf < cr)) {
          line(buffer.slice(start, lf), out);
          start = lf + 1;
        } else {
          line(buffer.slice(start, cr), out);
          if (cr + 1 === buffer.length) {
            afterCr = true;
            start = cr + 1;
          } else start = buffer.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
        }
      }
      buffer = buffer.slice(start);
      rest = buffer;
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (rest) line(rest, out);
      rest = '';
      line('', out);
      return out;
    },
  };
}
