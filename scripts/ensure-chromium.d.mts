/** Installs Debian's Chromium with apt-get when it is missing at CHROMIUM_PATH or /usr/bin/chromium. */
export function ensureChromium(): void
