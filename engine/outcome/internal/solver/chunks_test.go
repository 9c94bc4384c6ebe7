package solver

import "testing"

func TestChunksKeepEachItemWhereItIsAsTheListGrows(t *testing.T) {
	var c chunks[zoneStep]
	first := c.push(zoneStep{parent: -1})
	const n = 5*chunkLen + 7
	for i := 1; i < n; i++ {
		c.push(zoneStep{parent: int32(i - 1)})
	}
	if c.len() != n {
		t.Fatalf("len %d, want %d", c.len(), n)
	}
	if c.at(0) != first || first.parent != -1 {
		t.Errorf("the first item moved or changed as the list grew")
	}
	for i := 1; i < n; i++ {
		if got := c.at(i).parent; got != int32(i-1) {
			t.Fatalf("item %d: parent %d, want %d", i, got, i-1)
		}
	}
	if got := c.last().parent; got != n-2 {
		t.Errorf("last: parent %d, want %d", got, n-2)
	}
	c.pop()
	if c.len() != n-1 || c.last().parent != n-3 {
		t.Errorf("after pop: len %d, last parent %d", c.len(), c.last().parent)
	}
	parts := len(c.parts)
	c.reset()
	for i := 0; i < n; i++ {
		c.push(zoneStep{parent: int32(i)})
	}
	if len(c.parts) != parts {
		t.Errorf("the list refilled made %d chunks, kept %d", len(c.parts), parts)
	}
}
