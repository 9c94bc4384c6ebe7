package solver

import "testing"

// keys returns n distinct keys spread as Zobrist keys are.
func keys(n int) []uint64 {
	out := make([]uint64, n)
	x := uint64(0x41524249544552)
	for i := range out {
		x += 0x9e3779b97f4a7c15
		z := (x ^ x>>30) * 0xbf58476d1ce4e5b9
		out[i] = z ^ z>>31
	}
	return out
}

func TestKeySetMakesItsSlotsOnlyAsKeysCome(t *testing.T) {
	var k keySet
	k.reset(wideKeySetBits)
	if got, want := len(k.slots), 1<<firstKeySetBits; got != want {
		t.Fatalf("an empty set allowed %d slots made %d, want %d", 1<<wideKeySetBits, got, want)
	}
	if got, want := k.capacity(), 1<<(wideKeySetBits-1); got != want {
		t.Fatalf("capacity %d, want %d", got, want)
	}
	ks := keys(20_000)
	for _, key := range ks {
		if !k.add(key) {
			t.Fatalf("key %x reported already in", key)
		}
	}
	if len(k.slots) > 4*2*len(ks) {
		t.Errorf("%d keys made %d slots: more than the growth by four needs", len(ks), len(k.slots))
	}
	for _, key := range ks {
		if k.add(key) {
			t.Fatalf("key %x lost as the set grew", key)
		}
	}
	// The next question's set starts small again, in the slots kept.
	kept := len(k.slots)
	k.reset(keySetBits)
	if len(k.slots) != kept || k.count != 0 {
		t.Errorf("after reset: %d slots (kept %d), %d keys", len(k.slots), kept, k.count)
	}
	for _, key := range ks[:100] {
		if !k.add(key) {
			t.Fatalf("key %x of the last question still in", key)
		}
	}
}

func TestKeySetNeverGrowsPastItsLimit(t *testing.T) {
	var k keySet
	const limit = firstKeySetBits + 1
	k.reset(limit)
	for _, key := range keys(1 << limit * 3 / 4) {
		k.add(key)
	}
	if k.bits != limit || len(k.slots) != 1<<limit {
		t.Errorf("bits %d, %d slots; want the limit, %d bits", k.bits, len(k.slots), limit)
	}
}

func TestKeySetWidenKeepsKeysAndTheirMarks(t *testing.T) {
	var k keySet
	k.reset(firstKeySetBits)
	ks := keys(1 << (firstKeySetBits - 1))
	for _, key := range ks {
		k.add(key)
	}
	k.startWalk()
	for _, key := range ks[:10] {
		k.visit(key)
	}
	k.widen(keySetBits)
	for _, key := range keys(3 << firstKeySetBits)[len(ks):] {
		k.add(key) // past the old limit: the set grows
	}
	if k.bits <= firstKeySetBits {
		t.Fatalf("widened set still %d bits", k.bits)
	}
	for i, key := range ks {
		if k.add(key) {
			t.Fatalf("key %d lost by widening", i)
		}
		if visited := !k.visit(key); visited != (i < 10) {
			t.Errorf("key %d: visited %v after widening, want %v", i, visited, i < 10)
		}
	}
}
