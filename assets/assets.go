// Package assets embeds the files the app ships: its icon and images.
package assets

import "embed"

// IconPNG is the application icon, 512×512.
//
//go:embed icon.png
var IconPNG []byte

// Pieces holds one PNG per piece, 256×256 with a transparent background,
// named by colour and English letter: wK.png, bN.png ...
//
//go:embed pieces/*.png
var Pieces embed.FS
