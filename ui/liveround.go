package ui

import (
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// liveRoundMenu is the Round menu's part for the live round: the
// check-in, the results screen and the hall screen for the players.
func (c *Console) liveRoundMenu(hasEvent bool) []*fyne.MenuItem {
	_, canCheckIn := c.checkIn()
	_, hasRounds := c.rounds()
	checkIn := fyne.NewMenuItem(lang.L("checkin.menu"), c.showCheckIn)
	checkIn.Disabled = !canCheckIn || !hasEvent
	results := fyne.NewMenuItem(lang.L("results.menu"), c.showResults)
	results.Disabled = !hasRounds || !hasEvent
	hall := fyne.NewMenuItem(lang.L("hall.menu"), c.showHall)
	hall.Disabled = !hasRounds || !hasEvent
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), checkIn, results, hall}
}

// retranslate redraws every window of the console in the UI language
// just chosen, without a restart: the menus, the wall (rebuilt by the
// caller), the board windows (opened again on the same boards), the Laws
// browser (closed: it opens in the new language) and the hall screen.
func (c *Console) retranslate() {
	c.win.SetTitle(lang.L("app.name"))
	c.win.SetMainMenu(c.menu())
	for _, n := range slices.Sorted(maps.Keys(c.windows)) {
		c.windows[n].close()
		c.OpenBoard(n)
	}
	if c.laws != nil {
		c.laws.Close()
	}
	if c.defaults != nil && c.defaults.dialog != nil {
		c.defaults.dialog.Hide()
	}
	if h := c.hall; h != nil && h.open {
		h.win.SetTitle(lang.L("hall.window"))
		h.shown = ""
		h.reload()
	}
}
