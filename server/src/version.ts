/** Product version (spec §9: app version 0.0.0). */
export const APP_VERSION = '0.0.0'
