//! The page of `eight show`: HTML, its style sheet and its script, all in one file with
//! nothing fetched (no script, style or font from elsewhere), so that it opens offline and
//! as an attachment. Each case is a section holding its board drawn by [`super::svg`]; the
//! script (about 4 KB, no framework) only moves those tiles: it replays the case's packed
//! moves up to the frame asked for and sets each tile's `transform`. The frame is in the
//! address (`#case=2&move=17`), read on opening and written on every change, and in the
//! playing board's `data-board` attribute, which the browser tests read.
//!
//! Controls: first, back, play and pause, forward, last; the speed; a slider over the moves;
//! the previous and next case and a list of cases; the keyboard (space plays and pauses, the
//! left and right arrows step, Home and End go to the ends, the up and down arrows change
//! the case). The move string is shown with the current move marked, and `move k of n`.
//! Colours follow the reader's light or dark setting.
//!
//! # Costs
//! Linear in the cases drawn and their moves.

use super::svg::{self, numbers};
use super::{packed, Drawn, Judged, Play, Shown};
use super::{MOST_DRAWN_CELLS, MOST_PLAYED_MOVES, MOST_SHOWN_CASES};
use crate::shared::markup::escape_markup;
use crate::shared::Move;
use std::fmt::Write;

/// The page's own style, beside the boards' ([`svg::STYLE`]).
const STYLE: &str = "body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;padding:12px;\
max-width:1400px;background:#fff;color:#1d2430}\
h1{font-size:1.25em;margin:.2em 0}h2{font-size:1.05em;margin:.4em 0}\
.bar{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:8px 0}\
button,select{font:inherit;padding:3px 10px}input[type=range]{flex:1;min-width:160px}\
.path{font:15px/1.5 ui-monospace,monospace;word-break:break-all;max-height:8em;overflow:auto}\
.path mark,.right mark{background:#fde68a;color:#000}\
.verdict{font-weight:600}.good{color:#166534}.bad{color:#b91c1c}\
code.right{font:15px/1.5 ui-monospace,monospace;word-break:break-all}.note{color:#4b5563}.goal svg{width:160px}\
svg.b{width:min(94vw,300px);height:auto;display:block}\
@media (prefers-color-scheme:dark){body{background:#12161d;color:#dde3ec}.note{color:#9aa6b8}\
svg g rect{fill:#2a3648;stroke:#8ea3c2}svg text{fill:#e8eef7}\
svg .h rect{fill:#1f5a36;stroke:#5fc27f}svg .h text{fill:#e6f7ec}\
svg .f{fill:#1b212b;stroke:#4b5668}svg .e{stroke:#fb923c}\
.path mark,.right mark{background:#a16207;color:#fff}.good{color:#86efac}.bad{color:#fca5a5}}";

/// The script: it reads each section's moves, replays them and moves the tiles.
const SCRIPT: &str = r#"(function(){
var cases=[].slice.call(document.querySelectorAll('section.case'));
if(!cases.length)return;
var at=0,move=0,timer=null;
function $(id){return document.getElementById(id);}
function state(sec){
 if(sec.s)return sec.s;
 var d=sec.dataset,svg=sec.querySelector('svg.b'),n=+d.count||0,bytes=atob(d.moves||'');
 if(!svg)return sec.s={moves:[],none:true};
 var s={cols:+d.columns,start:svg.getAttribute('data-board').split(' ').map(Number),
  goal:d.goal.split(' ').map(Number),moves:[],svg:svg,tiles:{},home:{},
  blank:svg.querySelector('.e'),path:sec.querySelector('.path')};
 for(var i=0;i<n;i++)s.moves.push(bytes.charCodeAt(i>>2)>>(2*(i&3))&3);
 s.letters=s.moves.map(function(m){return 'dlru'[m];}).join('');
 [].forEach.call(svg.querySelectorAll('g'),function(g){s.tiles[g.textContent]=g;});
 s.goal.forEach(function(t,c){s.home[t]=c;});
 return sec.s=s;
}
function board(s,k){
 var cells=s.start.slice(),b=cells.indexOf(0);
 for(var i=0;i<k;i++){var m=s.moves[i],t=m==0?b+s.cols:m==1?b-1:m==2?b+1:b-s.cols;
  cells[b]=cells[t];cells[t]=0;b=t;}
 return cells;
}
function draw(){
 var sec=cases[at],s=state(sec),n=s.moves.length;
 move=Math.max(0,Math.min(move,n));
 cases.forEach(function(c,i){c.hidden=i!=at;});
 var cells=s.none?[]:board(s,move);
 cells.forEach(function(t,c){
  var tr='translate('+(c%s.cols*100+2)+','+(Math.floor(c/s.cols)*100+2)+')';
  if(t==0){s.blank.setAttribute('transform',tr);return;}
  var g=s.tiles[t];g.setAttribute('transform',tr);
  if(s.home[t]==c)g.setAttribute('class','h');else g.removeAttribute('class');
 });
 if(s.svg)s.svg.setAttribute('data-board',cells.join(' '));
 sec.setAttribute('data-move',move);
 if(s.path){var all=s.letters;
  s.path.textContent='';
  var mark=document.createElement('mark');mark.textContent=all.slice(Math.max(move-1,0),move);
  s.path.appendChild(document.createTextNode(all.slice(0,Math.max(move-1,0))));
  s.path.appendChild(mark);s.path.appendChild(document.createTextNode(all.slice(move)));
  if(mark.scrollIntoView&&mark.textContent)mark.scrollIntoView({block:'nearest'});}
 $('count').textContent='move '+move+' of '+n;
 $('slider').max=n;$('slider').value=move;$('pick').value=at;
 $('play').textContent=timer?'pause':'play';
 var hash='#case='+(at+1)+'&move='+move;
 if(location.hash!=hash){try{history.replaceState(null,'',hash);}catch(e){location.replace(hash);}}
}
function stop(){if(timer){clearInterval(timer);timer=null;}}
function go(k){stop();move=k;draw();}
function pick(i){stop();at=Math.max(0,Math.min(i,cases.length-1));move=0;draw();}
function play(){
 if(timer){stop();draw();return;}
 var s=state(cases[at]);if(move>=s.moves.length)move=0;
 timer=setInterval(function(){if(move>=s.moves.length){stop();}else{move++;}draw();},
  500/+$('speed').value);
 draw();
}
function fromHash(){
 var m=/case=(\d+)/.exec(location.hash),k=/move=(\d+)/.exec(location.hash),
  wrong=document.querySelector('section.case[data-stop]');
 stop();
 if(!m&&wrong){at=cases.indexOf(wrong);move=+wrong.dataset.stop;draw();return;}
 at=m?Math.max(0,Math.min(+m[1]-1,cases.length-1)):0;move=k?+k[1]:0;draw();
}
$('first').onclick=function(){go(0);};
$('back').onclick=function(){go(move-1);};
$('play').onclick=play;
$('next').onclick=function(){go(move+1);};
$('last').onclick=function(){go(1e9);};
$('prev-case').onclick=function(){pick(at-1);};
$('next-case').onclick=function(){pick(at+1);};
$('pick').onchange=function(){pick(+this.value);};
$('slider').oninput=function(){go(+this.value);};
$('speed').onchange=function(){if(timer){stop();play();}};
document.addEventListener('keydown',function(e){
 if(e.target.tagName=='SELECT'||e.target.tagName=='INPUT')return;
 var keys={' ':play,ArrowLeft:function(){go(move-1);},ArrowRight:function(){go(move+1);},
  Home:function(){go(0);},End:function(){go(1e9);},ArrowUp:function(){pick(at-1);},
  ArrowDown:function(){pick(at+1);}};
 if(keys[e.key]){e.preventDefault();keys[e.key]();}
});
window.addEventListener('hashchange',fromHash);
fromHash();
})();"#;

/// The whole page of `drawn` (the first cases of the `format` input), as [`Shown`] says;
/// `verdict` is the judge's, on a page of a judged output.
pub(crate) fn page(format: &str, drawn: &[Drawn], shown: Shown, verdict: Option<&str>) -> String {
    let mut html = String::with_capacity(1024 + drawn.len() * 1000);
    let cases = match shown.cases {
        1 => "1 case".to_string(),
        n => format!("{n} cases"),
    };
    let command = match verdict {
        Some(_) => "eight show --check",
        None => "eight show",
    };
    let _ = write!(
        html,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{command}: {format}, {cases}</title><style>{}{STYLE}</style></head><body>\
         <h1>{command}: {format}, {cases}</h1>",
        svg::STYLE
    );
    if let Some(verdict) = verdict {
        let class = match verdict.starts_with("accepted") {
            true => "good",
            false => "bad",
        };
        let _ = write!(
            html,
            "<p class=\"verdict {class}\" id=\"verdict\">{}</p>",
            escape_markup(verdict)
        );
        if class == "bad" {
            html += "<p class=\"note\">The judge stops at the first wrong answer; the page \
                     opens it where it went wrong and leaves out the cases after it.</p>";
        }
    }
    if shown.drawn < shown.cases {
        let _ = write!(
            html,
            "<p class=\"note\">The page holds the first {} cases; it left out the other {} \
             (a page holds at most {MOST_SHOWN_CASES} cases, and 250,000 cells).</p>",
            shown.drawn,
            shown.cases - shown.drawn
        );
    }
    html += "<div class=\"bar\"><button id=\"prev-case\">previous case</button>\
             <select id=\"pick\" aria-label=\"case\">";
    for (index, case) in drawn.iter().enumerate() {
        let _ = write!(
            html,
            "<option value=\"{index}\">case {} ({})</option>",
            index + 1,
            short_note(&case.play)
        );
    }
    html += "</select><button id=\"next-case\">next case</button></div>\
             <div class=\"bar\"><button id=\"first\">first</button><button id=\"back\">back\
             </button><button id=\"play\">play</button><button id=\"next\">forward</button>\
             <button id=\"last\">last</button><label>speed <select id=\"speed\">\
             <option value=\"0.5\">0.5x</option><option value=\"1\" selected>1x</option>\
             <option value=\"2\">2x</option><option value=\"4\">4x</option>\
             <option value=\"16\">16x</option></select></label>\
             <input id=\"slider\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" \
             aria-label=\"move\"><span id=\"count\">move 0 of 0</span></div>";
    for (index, case) in drawn.iter().enumerate() {
        section(&mut html, index + 1, case);
    }
    html += match verdict {
        None => {
            "<p class=\"note\">A path is the smallest shortest one (d &lt; l &lt; r &lt; \
                 u) unless its case says otherwise."
        }
        Some(_) => {
            "<p class=\"note\">Each case plays the answer's path as the judge read it, \
                    up to where it went wrong."
        }
    };
    html += " Moves name where the blank goes: d down, l left, r right, u up. Green tiles are \
             in their goal cell; the dashed outline is the blank.</p><script>";
    html += SCRIPT;
    html += "</script></body></html>\n";
    html
}

/// A case in a few words, for the list of cases.
fn short_note(play: &Play) -> String {
    match play {
        Play::Shortest(moves) => format!("{} moves", moves.len()),
        Play::Short(moves) => format!("{} moves, short", moves.len()),
        Play::Unreachable => "cannot be solved".to_string(),
        Play::OverLimit(limit) => format!("over {limit} moves"),
        Play::TooLong => "not played".to_string(),
        Play::TooBig => "not drawn".to_string(),
        Play::Judged(judged) => match (&judged.rejection, &judged.moves) {
            (Some(_), _) => "wrong answer".to_string(),
            (None, Some(moves)) => format!("accepted, {} moves", moves.len()),
            (None, None) => "accepted".to_string(),
        },
    }
}

/// A case in a sentence, under its board, where the page's legend does not say it all (it
/// says that a path is the smallest shortest one).
fn note(play: &Play) -> Option<String> {
    Some(match play {
        Play::Shortest(_) => return None,
        Play::Short(moves) => format!(
            "A short legal path of {} moves, not shown to be the shortest (the board has more \
             than 16 cells).",
            moves.len()
        ),
        Play::Unreachable => "The goal cannot be reached from the start: their tile orders \
                              differ in parity (on a board of even width, with the blank's \
                              row counted), and a move keeps that parity."
            .to_string(),
        Play::OverLimit(limit) => format!(
            "No path of at most {limit} moves, the judge's limit: the answer says so. Start \
             and goal are shown."
        ),
        Play::TooLong => format!(
            "Its path is longer than the {MOST_PLAYED_MOVES} moves a page plays: start and \
             goal are shown."
        ),
        Play::TooBig => format!(
            "A board of more than {MOST_DRAWN_CELLS} cells: a page draws none so big (eight \
             solves it all the same)."
        ),
        Play::Judged(judged) => return judged_note(judged),
    })
}

/// What the judge said of a case, and the right answer beside the contestant's.
fn judged_note(judged: &Judged) -> Option<String> {
    let mut note = match &judged.rejection {
        Some(rejection) => format!(
            "<p class=\"verdict bad\">wrong answer: {}</p>",
            escape_markup(rejection)
        ),
        None => "<p class=\"verdict good\">accepted</p>".to_string(),
    };
    if judged.cut {
        let _ = write!(
            note,
            "<p class=\"note\">The path has more than {MOST_PLAYED_MOVES} legal moves; the \
             page plays the first {MOST_PLAYED_MOVES}.</p>"
        );
    }
    let right = match (&judged.right, &judged.moves) {
        (None, _) => {
            "Any legal path to the goal is right on a board of more than 16 cells.".to_string()
        }
        (Some(Play::Shortest(path)), None) => format!(
            "The answer holds no path: the page plays the right one, the smallest shortest \
             path of {} moves.",
            path.len()
        ),
        (Some(Play::Shortest(path)), Some(moves)) if judged.rejection.is_some() => {
            let same = moves.iter().zip(path).take_while(|(a, b)| a == b).count();
            let right: String = path.iter().map(|step| step.letter() as char).collect();
            format!(
                "The smallest shortest path has {} moves; the answer's first {same} moves \
                 follow it (the rest is marked): <code class=\"right\">{}<mark>{}</mark>\
                 </code>",
                path.len(),
                &right[..same],
                &right[same..]
            )
        }
        (Some(Play::Shortest(_)), Some(_)) => return Some(note),
        (Some(right), _) => note_of_right(right),
    };
    let _ = write!(note, "<p class=\"note\">{right}</p>");
    Some(note)
}

/// The right answer where it is no path to play.
fn note_of_right(right: &Play) -> String {
    match note(right) {
        Some(text) => format!("The right answer: {text}"),
        None => String::new(),
    }
}

/// The section of case `number`.
fn section(html: &mut String, number: usize, case: &Drawn) {
    let boards = &case.boards;
    let (moves, stop): (&[Move], Option<usize>) = match &case.play {
        Play::Shortest(moves) | Play::Short(moves) => (moves, None),
        Play::Judged(judged) => {
            let stop = judged.rejection.as_ref().map(|_| judged.stop);
            match (&judged.moves, &judged.right) {
                (Some(moves), _) => (moves, stop),
                (None, Some(Play::Shortest(moves))) => (moves, stop.map(|_| 0)),
                (None, _) => (&[], stop.map(|_| 0)),
            }
        }
        _ => (&[], None),
    };
    if case.play == Play::TooBig {
        let _ = write!(
            html,
            "<section class=\"case\" id=\"case-{number}\"><h2>Case {number}: {} by {}</h2>\
             <p class=\"note\">{}</p></section>",
            boards.rows,
            boards.columns,
            note(&case.play).unwrap_or_default()
        );
        return;
    }
    let stop = stop.map_or(String::new(), |stop| format!(" data-stop=\"{stop}\""));
    let _ = write!(
        html,
        "<section class=\"case\" id=\"case-{number}\" data-columns=\"{}\" data-goal=\"{}\" \
         data-count=\"{}\" data-moves=\"{}\"{stop}><h2>Case {number}</h2>",
        boards.columns,
        numbers(&boards.goal),
        moves.len(),
        packed::pack(moves)
    );
    let board = svg::board(
        boards.rows,
        boards.columns,
        &boards.start,
        &boards.goal,
        "b",
    );
    // Past 6 columns a board is drawn 48 pixels a column (the style's width is 300).
    let width = (boards.columns * 48).max(300);
    match width > 300 {
        true => html.push_str(&board.replacen(
            "<svg ",
            &format!("<svg style=\"width:min(94vw,{width}px)\" "),
            1,
        )),
        false => html.push_str(&board),
    }
    let playing = match &case.play {
        Play::Shortest(_) | Play::Short(_) => true,
        Play::Judged(_) => !moves.is_empty(),
        _ => false,
    };
    if playing {
        html.push_str("<div class=\"path\"></div>");
    } else {
        let goal = svg::board(boards.rows, boards.columns, &boards.goal, &boards.goal, "g");
        let _ = write!(html, "<div class=\"goal\"><h2>Goal</h2>{goal}</div>");
    }
    match (note(&case.play), &case.play) {
        (Some(note), Play::Judged(_)) => {
            let _ = write!(html, "{note}</section>");
        }
        (Some(note), _) => {
            let _ = write!(html, "<p class=\"note\">{note}</p></section>");
        }
        (None, _) => html.push_str("</section>"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::Boards;

    fn case(play: Play) -> Drawn {
        Drawn {
            boards: Boards {
                rows: 2,
                columns: 2,
                start: vec![1, 2, 0, 3],
                goal: vec![1, 2, 3, 0],
            },
            play,
        }
    }

    #[test]
    fn a_page_holds_every_case_and_nothing_from_elsewhere() {
        let drawn = [
            case(Play::Shortest(vec![Move::Right])),
            case(Play::Unreachable),
        ];
        let html = page("hdu3567", &drawn, Shown { cases: 2, drawn: 2 }, None);
        assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
        assert!(html.contains("<title>eight show: hdu3567, 2 cases</title>"));
        assert!(html.contains(
            "<section class=\"case\" id=\"case-1\" data-columns=\"2\" data-goal=\"1 2 3 0\" \
             data-count=\"1\" data-moves=\"Ag==\">"
        ));
        assert!(html.contains("data-count=\"0\" data-moves=\"\"><h2>Case 2</h2>"));
        assert_eq!(html.matches("<svg ").count(), 3, "two starts and one goal");
        assert!(html.contains("their tile orders differ in parity"));
        for outside in ["http://", "https://", "src=", "href=", "@import", "url("] {
            assert!(!html.contains(outside), "{outside}");
        }
        assert!(!html.contains("left out"));
        let cut = page("hdu3567", &drawn, Shown { cases: 5, drawn: 2 }, None);
        assert!(cut.contains("The page holds the first 2 cases; it left out the other 3"));
    }
}
