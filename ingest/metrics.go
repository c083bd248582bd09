package ingest

import (
	"context"
	"errors"
	"time"

	"github.com/hibiken/asynq"

	"clinic/internal/documents"
	"clinic/internal/documents/ocr"
)

// TaskObserver hears every task the worker runs (metrics.Registry is one).
type TaskObserver interface {
	ObserveTask(queue, taskType, outcome string, took time.Duration)
}

// Task outcomes as Instrument reports them.
const (
	TaskSuccess = "success" // the handler returned nil
	TaskRetry   = "retry"   // it failed and asynq will retry it
	TaskDead    = "dead"    // it failed for good: SkipRetry, or no retry left (asynq archives it)
	TaskPanic   = "panic"   // it panicked (asynq recovers and retries)
)

// Instrument wraps the worker's handler (the mux) so that every task's duration is reported
// by queue, type and outcome.
func Instrument(h asynq.Handler, obs TaskObserver) asynq.Handler {
	return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) (err error) {
		start := time.Now()
		queue, ok := asynq.GetQueueName(ctx)
		if !ok {
			queue = "unknown"
		}
		outcome := TaskPanic
		defer func() { obs.ObserveTask(queue, t.Type(), outcome, time.Since(start)) }()
		err = h.ProcessTask(ctx, t)
		outcome = taskOutcome(ctx, err)
		return err
	})
}

// taskOutcome names what err means for the task in ctx.
func taskOutcome(ctx context.Context, err error) string {
	if err == nil {
		return TaskSuccess
	}
	retried, ok1 := asynq.GetRetryCount(ctx)
	maxRetry, ok2 := asynq.GetMaxRetry(ctx)
	if errors.Is(err, asynq.SkipRetry) || (ok1 && ok2 && retried >= maxRetry) {
		return TaskDead
	}
	return TaskRetry
}

// OCRObserver hears how long OCR took per page (metrics.Registry is one).
type OCRObserver interface {
	ObserveOCRPages(engine string, pages int, perPage time.Duration)
}

// ObserveOCR makes proc report the seconds per page of each file it reads: a file's read time
// is shared evenly among its pages and labelled by the costliest method any page needed
// (tesseract, then pdftotext, then text_layer); a file without pages (DICOM) is not reported.
func ObserveOCR(proc *documents.Processor, obs OCRObserver) {
	proc.ObserveReads(func(res ocr.Result, took time.Duration) {
		pages := max(res.PageCount, len(res.Pages))
		if pages == 0 {
			return
		}
		obs.ObserveOCRPages(string(costliestMethod(res.Pages)), pages, took/time.Duration(pages))
	})
}

// costliestMethod is the most expensive method any page was read with (text_layer when none
// says).
func costliestMethod(pages []ocr.Page) ocr.Method {
	m := ocr.MethodTextLayer
	for _, p := range pages {
		switch {
		case p.Method == ocr.MethodTesseract:
			return ocr.MethodTesseract
		case p.Method == ocr.MethodPdftotext:
			m = ocr.MethodPdftotext
		}
	}
	return m
}
