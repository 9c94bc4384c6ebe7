package ui

import (
	"image"
	"image/color"
	"image/draw"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	xdraw "golang.org/x/image/draw"
)

// diagram is the small passive board of a console tile, drawn as one
// image. A Board is about 200 canvas objects; 256 tiles of them made the
// console walk and paint 50,000 objects a frame.
type diagram struct {
	raster   *canvas.Raster
	shown    bool   // a position was given
	lastMove string // UCI
	pieces   Placement
	lastFrom int
	lastTo   int
}

func newDiagram(side float32) *diagram {
	d := &diagram{lastFrom: noSquare, lastTo: noSquare}
	d.raster = canvas.NewRaster(d.draw)
	d.raster.SetMinSize(fyne.NewSquareSize(side))
	return d
}

// SetPosition shows pieces with lastMove (UCI) marked.
func (d *diagram) SetPosition(pieces Placement, lastMove string) {
	if d.shown && pieces == d.pieces && lastMove == d.lastMove {
		return
	}
	d.shown, d.pieces, d.lastMove = true, pieces, lastMove
	d.lastFrom, d.lastTo = noSquare, noSquare
	if from, to, ok := uciSquares(lastMove); ok {
		d.lastFrom, d.lastTo = from, to
	}
	d.raster.Refresh()
}

// Piece returns the FEN letter on square ("e4"), or 0 when it is empty.
func (d *diagram) Piece(square string) byte {
	sq, ok := parseSquare(square)
	if !ok {
		return 0
	}
	return d.pieces[sq]
}

// draw is the raster's generator: the painter asks for w×h pixels only
// when the tile is painted after a change, so off-screen tiles cost none.
func (d *diagram) draw(w, h int) image.Image {
	key := diagramKey{pieces: d.pieces, lastFrom: d.lastFrom, lastTo: d.lastTo, w: w, h: h}
	return diagrams.get(key, func() *image.RGBA {
		return drawDiagram(d.pieces, d.lastFrom, d.lastTo, w, h)
	})
}

// drawDiagram draws a board of w×h pixels, White at the bottom, with the
// squares of the last move marked.
func drawDiagram(pieces [64]byte, lastFrom, lastTo, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	side := min(w, h)
	if side < 8 {
		return img
	}
	origin := image.Pt((w-side)/2, (h-side)/2)
	bitmaps := pieceBitmaps(side / 8)
	edge := func(i int) int { return i * side / 8 }
	for sq := range 64 {
		col, row := sq%8, 7-sq/8
		cell := image.Rect(edge(col), edge(row), edge(col+1), edge(row+1)).Add(origin)
		draw.Draw(img, cell, image.NewUniform(squareColour(sq, lastFrom, lastTo)), image.Point{}, draw.Src)
		if bm := bitmaps[pieces[sq]]; bm != nil {
			at := cell.Min.Add(image.Pt((cell.Dx()-bm.Rect.Dx())/2, (cell.Dy()-bm.Rect.Dy())/2))
			draw.Draw(img, bm.Rect.Add(at), bm, image.Point{}, draw.Over)
		}
	}
	return img
}

// squareColour is the colour of a square with the last move marked.
func squareColour(sq, lastFrom, lastTo int) color.Color {
	light := (sq/8+sq%8)%2 == 1
	switch {
	case (sq == lastFrom || sq == lastTo) && light:
		return lastMoveLight
	case sq == lastFrom || sq == lastTo:
		return lastMoveDark
	case light:
		return lightSquare
	}
	return darkSquare
}

// pieceBitmaps returns the piece images scaled once to side pixels, by
// FEN letter. A few sizes are kept: tiles share one, a resized window
// may add another.
func pieceBitmaps(side int) map[byte]*image.RGBA {
	scaledPieces.Lock()
	defer scaledPieces.Unlock()
	if bm, ok := scaledPieces.bySide[side]; ok {
		return bm
	}
	if len(scaledPieces.bySide) >= 4 {
		clear(scaledPieces.bySide)
	}
	bm := make(map[byte]*image.RGBA, 12)
	for p, src := range pieceImages() {
		dst := image.NewRGBA(image.Rect(0, 0, side, side))
		xdraw.CatmullRom.Scale(dst, dst.Rect, src, src.Bounds(), xdraw.Src, nil)
		bm[p] = dst
	}
	scaledPieces.bySide[side] = bm
	return bm
}

var scaledPieces = struct {
	sync.Mutex
	bySide map[int]map[byte]*image.RGBA
}{bySide: map[int]map[byte]*image.RGBA{}}

// diagramKey is what a drawn diagram depends on.
type diagramKey struct {
	pieces           Placement
	lastFrom, lastTo int
	w, h             int
}

// diagramCache keeps the diagrams drawn last, so that tiles showing the
// same position (every board at the start of a round) share one image.
// It is small: only tiles on screen are painted.
type diagramCache struct {
	mu      sync.Mutex
	entries []diagramEntry // most recently used last
	limit   int
}

type diagramEntry struct {
	key diagramKey
	img *image.RGBA
}

var diagrams = &diagramCache{limit: 32}

// get returns the image for key, drawing it with draw on a miss. The
// image is shared: nobody may change it.
func (c *diagramCache) get(key diagramKey, draw func() *image.RGBA) *image.RGBA {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.entries {
		if e.key == key {
			c.entries = append(slices.Delete(c.entries, i, i+1), e)
			return e.img
		}
	}
	img := draw()
	if len(c.entries) >= c.limit {
		c.entries = slices.Delete(c.entries, 0, 1)
	}
	c.entries = append(c.entries, diagramEntry{key, img})
	return img
}
