package classify

import (
	"math"
	"slices"
)

// sparseVec is a feature vector: indices into the vocabulary and values.
type sparseVec struct {
	idx []int32
	val []float64
}

// dot returns w·x for a dense weight vector w.
//
//go:norace
func (x sparseVec) dot(w []float64) float64 {
	var s float64
	for j, i := range x.idx {
		s += w[i] * x.val[j]
	}
	return s
}

// norm2 returns the squared Euclidean norm of x.
//
//go:norace
func (x sparseVec) norm2() float64 {
	var s float64
	for _, v := range x.val {
		s += v * v
	}
	return s
}

// tfidf turns counted features into vectors, like scikit-learn's
// TfidfVectorizer(sublinear_tf=True, norm="l2", smooth_idf=True) applied
// per block: value (1+ln tf)·idf with idf = ln((1+n)/(1+df))+1, each block
// L2-normalized and scaled by its weight.
type tfidf struct {
	vocab  map[uint64]int32 // feature hash -> index (ascending hash order)
	idf    []float64        // per index
	weight []float64        // per block
}

// fitTFIDF learns the vocabulary and idf from training documents (per
// block, sorted distinct features). A feature is kept when it occurs in at
// least minGroups distinct groups (base documents); groups[i] is document
// i's group.
//
//go:norace
func fitTFIDF(docs [][][]featureCount, groups []int, blocks []block, minGroups int) *tfidf {
	type stat struct{ df, groups, lastGroup int32 }
	order := make([]int, len(docs)) // documents group by group, so a group's documents are adjacent
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return groups[a] - groups[b] })
	index := make(map[uint64]int32)
	var stats []stat
	for _, i := range order {
		for _, feats := range docs[i] {
			for _, f := range feats {
				k, ok := index[f.hash]
				if !ok {
					k = int32(len(stats))
					index[f.hash] = k
					stats = append(stats, stat{lastGroup: -1})
				}
				s := &stats[k]
				s.df++
				if s.lastGroup != int32(groups[i]) {
					s.groups++
					s.lastGroup = int32(groups[i])
				}
			}
		}
	}
	kept := make([]uint64, 0, len(stats))
	for h, k := range index {
		if int(stats[k].groups) >= minGroups {
			kept = append(kept, h)
		}
	}
	slices.Sort(kept)
	t := &tfidf{vocab: make(map[uint64]int32, len(kept)), idf: make([]float64, len(kept))}
	n := float64(len(docs))
	for i, h := range kept {
		t.vocab[h] = int32(i)
		t.idf[i] = math.Log((1+n)/(1+float64(stats[index[h]].df))) + 1
	}
	for _, b := range blocks {
		t.weight = append(t.weight, b.weight)
	}
	return t
}

// transform returns the vector of one document; unknown features are ignored.
//
//go:norace
func (t *tfidf) transform(doc [][]featureCount) sparseVec {
	var size int
	for _, feats := range doc {
		size += len(feats)
	}
	x := sparseVec{idx: make([]int32, 0, size), val: make([]float64, 0, size)}
	for b, feats := range doc {
		start := len(x.val)
		var sum float64
		for _, f := range feats {
			i, ok := t.vocab[f.hash]
			if !ok {
				continue
			}
			v := (1 + math.Log(float64(f.count))) * t.idf[i]
			x.idx = append(x.idx, i)
			x.val = append(x.val, v)
			sum += v * v
		}
		if sum > 0 {
			scale := t.weight[b] / math.Sqrt(sum)
			for j := start; j < len(x.val); j++ {
				x.val[j] *= scale
			}
		}
	}
	return x
}
