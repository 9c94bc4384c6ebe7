package solver

// chunks is a list that grows a chunk of chunkLen items at a time and
// never moves an item. The closure's walk goes tens of thousands of
// positions deep and its breadth-first pass queues as many: a slice grown
// by append would copy itself again and again (past 256
// items it grows by about a quarter at a time), each time into fresh memory,
// and the first such question of a process would pay for megabytes of it.
// In chunks, the list costs the memory it holds and no copy; the chunks
// are kept for the next question.
type chunks[T any] struct {
	parts [][]T
	n     int
}

const (
	chunkBits = 10
	chunkLen  = 1 << chunkBits
)

func (c *chunks[T]) len() int { return c.n }

// at returns item i, which stays where it is while the list grows.
func (c *chunks[T]) at(i int) *T { return &c.parts[i>>chunkBits][i&(chunkLen-1)] }

// last returns the last item.
func (c *chunks[T]) last() *T { return c.at(c.n - 1) }

// push appends x and returns where it is.
func (c *chunks[T]) push(x T) *T {
	if c.n>>chunkBits == len(c.parts) {
		c.parts = append(c.parts, make([]T, chunkLen))
	}
	item := c.at(c.n)
	*item = x
	c.n++
	return item
}

// pop removes the last item.
func (c *chunks[T]) pop() { c.n-- }

// reset empties the list, its chunks kept.
func (c *chunks[T]) reset() { c.n = 0 }
