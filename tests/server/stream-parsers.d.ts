// video.js's playlist and MPD parsers ship no types: only what the stream rules read of them.
declare module 'm3u8-parser' {
  export class Parser {
    push(text: string): void
    end(): void
    manifest: unknown
  }
}
declare module 'mpd-parser' {
  export function parse(xml: string, options: { manifestUri: string }): unknown
}
