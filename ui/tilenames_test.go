package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The fitted wall gives the names their room: with 13 boards on a full-HD
// screen, where the clocks' digits stand 60 px and more, a name of up to
// 24 characters with its title and rating shows whole, its text smaller
// than the line allows but at least 14 px, its ink above the clocks'; a
// longer one is cut after its 24th character or so. A tile with short
// names keeps them at the line's full size.
func TestFitTileNamesShowWhole(t *testing.T) {
	c, f := newTestConsole(t, 13)
	long := PlayerView{Title: "IM", Name: "Lindqvist, Erik Johan", Rating: 2450} // 26 characters in all
	f.boards[0].detail.White = PlayerView{Title: "IM", Name: "Lindqvist, Erik", Rating: 2450}
	f.boards[0].detail.Black = PlayerView{Title: "WGM", Name: "Castro, Mariana", Rating: 2391} // 24 characters
	f.boards[1].detail.White = long
	f.boards[2].detail.White = PlayerView{Name: "Li, Bo"}
	f.boards[2].detail.Black = PlayerView{Name: "Ng, Al"}
	c.win.Resize(fyne.NewSize(1920, 1080-wallChrome))
	f.changed()
	c.ticker.Tick(f.now) // a first tick, as the app's once its window shows
	c.ticker.Tick(f.now)

	tile := c.view.tiles[1]
	for i := range 2 {
		name, clock := tile.names[i], tile.clocks[i]
		if name.Text != fitMark(i)+tile.fullNames[i] {
			t.Errorf("board 1: %q shown as %q", tile.fullNames[i], name.Text)
		}
		if name.TextSize < 14 {
			t.Errorf("board 1: %q drawn at %.1f px, want at least 14", name.Text, name.TextSize)
		}
		foot := name.Position().Y + float32(textTop+textInk)*name.TextSize
		if top := clock.Position().Y + float32(digitTop)*clock.TextSize(); foot > top {
			t.Errorf("board 1: the name's ink reaches %.1f, below the clock's top at %.1f", foot, top)
		}
		if ink := float32(digitInk) * clock.TextSize(); ink < 60 {
			t.Errorf("board 1: the clock's digits stand %.0f px, want the fitted wall's 60 and more", ink)
		}
	}
	if got := []rune(c.view.tiles[2].names[0].Text); len(got) < 22 || got[len(got)-1] != '…' {
		t.Errorf("board 2: the 26-character %q shown as %q, want it cut near its 24th character", playerLine(long), string(got))
	}
	if short := c.view.tiles[3].names[0]; short.TextSize != fitName*c.view.zoom {
		t.Errorf("board 3: %q drawn at %.1f px, want the line's %.1f", short.Text, short.TextSize, fitName*c.view.zoom)
	}
}

// At every zoom the fitted wall takes, a name of up to 24 characters
// shows whole unless its text would go under the smallest size allowed;
// both names of a board are drawn at one size.
func TestFitTileNamesWholeAtEveryZoom(t *testing.T) {
	test.NewTempApp(t)
	pairs := [][2]PlayerView{
		{{Name: "Smirnov, Alexei", Rating: 1650}, {Name: "Rossi, Giulia", Rating: 2250}},
		{{Title: "WGM", Name: "Castro, Mariana", Rating: 2391}, {Title: "IM", Name: "Lindqvist, Erik", Rating: 2480}},
		{{Name: "Wwwwwwwwwwwwwwwwwwwwwwww"}, {Name: "Li, Bo"}},
		{{Title: "GM", Name: "Ó Súilleabháin, Éamonn", Rating: 2501}, {Name: "Нестеров, Пётр", Rating: 2100}},
	}
	w := test.NewTempWindow(t, nil)
	w.SetPadded(false)
	for z := float32(fitMin); z <= 3.2; z += 0.04 {
		for _, p := range pairs {
			tile := newWallTile(time.Minute, DensityTiles, z)
			tile.SetBoard(BoardView{Number: 6, White: p[0], Black: p[1], Started: true})
			tile.SetClocks(12*time.Minute, 3*time.Minute)
			w.SetContent(tile)
			w.Resize(cellSize(DensityTiles, z))
			tile.relayout()
			size := tile.names[0].TextSize
			least := min(fitName*z, max(fitName*z*fitNameLeast, fitName))
			for i := range 2 {
				name := tile.names[i]
				if name.TextSize != size {
					t.Errorf("zoom %.2f: %q drawn at %.1f, the other name at %.1f", z, name.Text, name.TextSize, size)
				}
				if len([]rune(tile.fullNames[i])) <= fitNameChars && size > least && name.Text != fitMark(i)+tile.fullNames[i] {
					t.Errorf("zoom %.2f: %q shown as %q at %.1f px", z, tile.fullNames[i], name.Text, size)
				}
			}
		}
	}
}
