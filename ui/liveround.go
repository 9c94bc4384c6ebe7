package ui

import (
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
